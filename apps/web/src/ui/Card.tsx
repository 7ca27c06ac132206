import { type ReactNode, useId } from "react";

interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  footer?: ReactNode;
  danger?: boolean;
  children?: ReactNode;
  /** No body padding, for tables and lists that draw their own. */
  flush?: boolean;
}

/** A titled section; the title labels the region for assistive technology. */
export function Card({ title, description, actions, footer, danger, children, flush }: CardProps) {
  const titleId = useId();
  return (
    <section className={danger ? "card card--danger" : "card"} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <header className="card__header">
          <div>
            {title && (
              <h2 className="card__title" id={titleId}>
                {title}
              </h2>
            )}
            {description && <p className="card__description">{description}</p>}
          </div>
          {actions && <div className="row">{actions}</div>}
        </header>
      )}
      {children && <div className={flush ? "card__flush" : "card__body"}>{children}</div>}
      {footer && <footer className="card__footer">{footer}</footer>}
    </section>
  );
}
