import type { ReactNode } from "react";

/**
 * The agent page's columns: the settings, and beside them on wide screens (below them on narrow
 * ones) the conversation test panel ("Test agent", test-panel/). Without a panel the settings take
 * the whole width.
 */
export function AgentDetailLayout({ children, testPanel }: { children: ReactNode; testPanel?: ReactNode }) {
  return (
    <div className={testPanel ? "agent-layout agent-layout--with-panel" : "agent-layout"}>
      <div className="agent-layout__main">{children}</div>
      {testPanel && <aside className="agent-layout__panel">{testPanel}</aside>}
    </div>
  );
}
