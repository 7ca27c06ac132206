/** A like or dislike of one agent reply; null takes it back. */
export type Score = "like" | "dislike" | null;

/**
 * Feedback "during": like and dislike buttons under an agent's reply, naming its `event_id`, which
 * the official client's `sendFeedback(like, eventId)` sends and the server keeps on that transcript
 * turn. Icons only (named for screen readers), so the reply's text stays the item's text. Shown while
 * the call is live: the transcript's `live` class (set by the element) is what the style sheet reads.
 */
export function addFeedbackButtons(
  item: HTMLLIElement,
  thumb: SVGElement,
  eventId: number,
  labels: { like: string; dislike: string },
): void {
  const group = document.createElement("span");
  group.className = "feedback";
  for (const score of ["like", "dislike"] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `secondary ${score}`;
    button.dataset.feedback = score;
    button.dataset.eventId = String(eventId);
    button.setAttribute("aria-label", labels[score]);
    button.title = labels[score];
    button.setAttribute("aria-pressed", "false");
    button.append(thumb.cloneNode(true));
    group.append(button);
  }
  item.append(group);
}

/** The score a press gives: the pressed one again takes it back. */
export function nextScore(current: Score, pressed: "like" | "dislike"): Score {
  return current === pressed ? null : pressed;
}

/** Shows the reply's score on its two buttons. */
export function showScore(button: HTMLButtonElement, score: Score): void {
  for (const each of button.parentElement?.querySelectorAll<HTMLButtonElement>("button") ?? [])
    each.setAttribute("aria-pressed", String(each.dataset.feedback === score));
}
