import { html, type SafeHtml } from "../../../html/safe-html.ts";
import type { CardFormValues } from "../card-form.ts";
import { groupedCardNumber, testCards } from "../test-cards.ts";

const emptyValues: CardFormValues = { cardNumber: "", expiry: "", cvc: "", name: "" };

/** The card inputs, labelled and with the autocomplete hints browsers and password managers use. */
export function cardFields(values: CardFormValues = emptyValues): SafeHtml {
  return html`
<div class="field">
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${values.cardNumber}" required>
</div>
<div class="row">
  <div class="field">
    <label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" value="${values.expiry}" required>
  </div>
  <div class="field">
    <label for="cvc">CVC</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required>
  </div>
</div>
<div class="field">
  <label for="name">Name on card</label>
  <input id="name" name="name" autocomplete="cc-name" value="${values.name}" required>
</div>`;
}

/** The test cards and what each does, so a tester never has to look them up. */
export function testCardList(): SafeHtml {
  return html`
<details open>
  <summary>Test cards</summary>
  <p class="muted">Any future expiry date and any 3-digit CVC work.</p>
  <table>
    <thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
    <tbody>
      ${testCards.map((card) => html`<tr><td><code>${groupedCardNumber(card.number)}</code></td><td>${card.description}</td></tr>`)}
    </tbody>
  </table>
</details>`;
}

export function errorAlert(error: string | undefined): SafeHtml {
  return error ? html`<div class="alert alert-error" role="alert">${error}</div>` : html``;
}
