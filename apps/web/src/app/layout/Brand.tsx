import { Link } from "react-router";

/** The Chorus wordmark: three sound bars in a tile, then the name. */
export function Brand({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="brand">
      <span className="brand__mark" aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <rect x="2" y="5" width="2.5" height="6" rx="1.25" />
          <rect x="6.75" y="2" width="2.5" height="12" rx="1.25" />
          <rect x="11.5" y="4" width="2.5" height="8" rx="1.25" />
        </svg>
      </span>
      Chorus
    </Link>
  );
}
