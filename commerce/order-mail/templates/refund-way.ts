/*
 * How a refund comes back, in the words of every mail that tells of one (the refund's and the
 * cancellation's), so two mails never describe one refund two ways. The money goes back the way
 * it came: a card's refund reaches the card; one paid through PayPal, Klarna or a wallet (Apple
 * Pay, Google Pay) goes back through it, and the customer sees it there.
 */

/** Whether it goes back to a card the customer paid with (rather than through a provider they paid through). */
export const refundsToCard = (paidWith: string) => paidWith === 'card';

/** The refund's row in a table of amounts: "Refund to your card", "Refund through PayPal". */
export function refundRowLabel(paidWith: string): string {
  return refundsToCard(paidWith) ? 'Refund to your card' : `Refund through ${paidWith}`;
}

/**
 * Where it goes, after the amount: "to the card you paid with", "through PayPal, the way you
 * paid". `paidFor` names what that payment paid when it was not the order ("the balance").
 */
export function refundRoute(paidWith: string, paidFor?: string): string {
  return refundsToCard(paidWith)
    ? `to the card you paid ${paidFor ? `${paidFor} ` : ''}with`
    : `through ${paidWith}, the way you paid${paidFor ? ` ${paidFor}` : ''}`;
}

/**
 * When and where the customer sees it, said after the route; `cardRefund` is how the sentence
 * names a card's refund ("It" right after the route, "A card refund" where other ways are told beside it).
 */
export function refundArrival(paidWith: string, tradingName: string, cardRefund = 'It'): string {
  return refundsToCard(paidWith)
    ? `${cardRefund} usually reaches your account within 5 to 10 working days, depending on your bank; your statement will show it from ${tradingName}.`
    : `${paidWith} shows it from ${tradingName}, usually within 5 working days.`;
}
