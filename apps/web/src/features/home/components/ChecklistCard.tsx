import type { User } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { checklistItems, isItemDone } from "../checklist-items.ts";
import { useChecklistActions } from "../hooks/use-checklist.ts";

/** The onboarding checklist (spec 000 §4): initiate, complete items, mark complete, hide. */
export function ChecklistCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const actions = useChecklistActions();
  const checklist = user.onboarding_checklist;
  if (checklist.hidden) return null;

  const hideButton = (
    <Button variant="ghost" size="sm" loading={actions.hide.isPending} onClick={() => actions.hide.mutate()}>
      {t("home.checklist.hide")}
    </Button>
  );

  if (!checklist.initiated) {
    // Before it starts, the one choice is "show it" or "not now" (which hides it), never both "show" and "hide".
    const notNow = (
      <Button
        variant="ghost"
        size="sm"
        loading={actions.hide.isPending}
        onClick={() => actions.hide.mutate()}
      >
        {t("home.checklist.notNow")}
      </Button>
    );
    return (
      <Card title={t("home.checklist.title")} description={t("home.checklist.intro")} actions={notNow}>
        <Button
          variant="primary"
          loading={actions.initiate.isPending}
          onClick={() => actions.initiate.mutate()}
        >
          <Icon name="sparkles" />
          {t("home.checklist.start")}
        </Button>
      </Card>
    );
  }
  if (checklist.completed) {
    return (
      <Card
        title={t("home.checklist.completedTitle")}
        description={t("home.checklist.completedText")}
        actions={hideButton}
      />
    );
  }

  const done = checklistItems.filter((item) => isItemDone(item, user)).length;
  return (
    <Card
      title={t("home.checklist.title")}
      description={t("home.checklist.progress", { done, total: checklistItems.length })}
      actions={hideButton}
      footer={
        <Button size="sm" loading={actions.complete.isPending} onClick={() => actions.complete.mutate()}>
          <Icon name="check" />
          {t("home.checklist.completeAll")}
        </Button>
      }
    >
      <div
        className="progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={checklistItems.length}
        aria-valuenow={done}
      >
        <div className="progress__bar" style={{ width: `${(done / checklistItems.length) * 100}%` }} />
      </div>
      <ul className="list" style={{ marginTop: 16 }}>
        {checklistItems.map((item) => {
          const itemDone = isItemDone(item, user);
          const label = t(`home.checklist.items.${item.id}`);
          const markDone = () => actions.completeItem.mutate(item.id);
          return (
            <li key={item.id} className="list__item">
              <span className={itemDone ? "checklist__item checklist__item--done" : "checklist__item"}>
                <span className="checklist__status" aria-hidden="true">
                  {itemDone && <Icon name="check" size={12} />}
                </span>
                {item.external ? (
                  <a href={item.to} target="_blank" rel="noreferrer" onClick={markDone}>
                    {label}
                  </a>
                ) : (
                  <Link to={item.to}>{label}</Link>
                )}
                {itemDone && <span className="visually-hidden">({t("common.done")})</span>}
              </span>
              {!itemDone && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t("home.checklist.markDone")}: ${label}`}
                  onClick={markDone}
                  disabled={actions.completeItem.isPending}
                >
                  {t("home.checklist.markDone")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
