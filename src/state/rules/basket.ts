/**
 * The basket: its currency (so code 24, "Multi-currency basket", is prevented before a request),
 * its totals, the ticket delivery methods in words, and the attendees its tickets still need.
 * Attendee field rules are in attendees.ts, the session timer in session-timer.ts.
 */

import { msg, str } from '@lit/localize';
import { plural } from '../../plural.js';
import type { components } from '../../api/schema.js';
import type { RuleProblem } from './problem.js';

type Schemas = components['schemas'];
export type SummaryReservation =
  Schemas['TheaterSummaryReservation'] | Schemas['TourSummaryReservation'];

/** Anything with the reservations' currencies: the GET reservations summary, or none yet. */
export type BasketLike = { reservations: readonly { currency: string }[] } | null | undefined;

/** The basket's currency, or null while it is empty. */
export function basketCurrency(basket: BasketLike): string | null {
  return basket?.reservations.find((r) => r.currency)?.currency ?? null;
}

/**
 * Code 24: an item may join the basket only in the basket's currency (any, when it is empty).
 * Null when it may; else the explanation shown before the buyer could send the request.
 */
export function currencyConflict(basket: BasketLike, currency: string): RuleProblem | null {
  const current = basketCurrency(basket);
  if (current === null || current === currency) return null;
  return {
    code: 24,
    message: msg(
      str`Your basket is in ${current}, and one booking is paid in one currency. Complete or empty your basket to buy this in ${currency}.`,
    ),
  };
}

export interface BasketTotals {
  currency: string | null;
  reservations: number;
  tickets: number;
  /** Minor units: the summary's total_price, else the sum of its reservations'. */
  total: number;
}

export function basketTotals(
  summary: { reservations: readonly SummaryReservation[]; total_price?: number } | null | undefined,
): BasketTotals {
  const reservations = summary?.reservations ?? [];
  const sum = reservations.reduce((n, r) => n + (r.total_price ?? 0), 0);
  const tickets = reservations.reduce(
    (n, r) => n + (r.number_of_tickets ?? r.tickets?.length ?? 0),
    0,
  );
  const total = typeof summary?.total_price === 'number' ? summary.total_price : sum;
  return { currency: basketCurrency(summary), reservations: reservations.length, tickets, total };
}

export interface DeliveryMethodText {
  title: string;
  detail: string;
}

/** Doc 2 ticket delivery methods 0 to 5, in the buyer's words. */
export function deliveryMethodText(id: number | null | undefined): DeliveryMethodText {
  switch (id) {
    case 0:
      return {
        title: msg('Collect at the box office'),
        detail: msg('Pick up your tickets at the box office before the event.'),
      };
    case 1:
      return {
        title: msg('E-ticket by email'),
        detail: msg('Your tickets are emailed to you as an attachment after payment.'),
      };
    case 2:
      return {
        title: msg('E-ticket from the organiser'),
        detail: msg('The event organiser sends your tickets in a separate email.'),
      };
    case 3:
      return {
        title: msg('E-ticket by email from the organiser'),
        detail: msg('The event organiser emails your tickets to you as an attachment.'),
      };
    case 4:
      return {
        title: msg('E-ticket by email before the event'),
        detail: msg('Your tickets are emailed to you as an attachment 48 hours before the event.'),
      };
    case 5:
      return {
        title: msg('Download link by email'),
        detail: msg('You receive an email with a link to download your tickets.'),
      };
    default:
      return {
        title: msg('Tickets'),
        detail: msg('How your tickets are delivered is confirmed by email.'),
      };
  }
}

export interface TicketRef {
  ticket_id: string;
  attendee_required: boolean;
  attendee_filled: boolean;
}

/**
 * Code 52 prevention: one attendee per ticket that requires one, no attendee for an unknown
 * ticket, no ticket twice. Returns the problems, empty when the attendees can be sent.
 */
export function attendeeCountProblems(
  tickets: readonly TicketRef[],
  attendees: readonly { ticket_id: string }[],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const ids = attendees.map((a) => a.ticket_id);
  const known = new Set(tickets.map((t) => t.ticket_id));
  if (new Set(ids).size !== ids.length)
    problems.push({ code: 52, message: msg('A ticket has two attendees.') });
  if (ids.some((id) => !known.has(id)))
    problems.push({
      code: 52,
      message: msg('An attendee is for a ticket that is no longer held.'),
    });
  const missing = tickets.filter((t) => t.attendee_required && !ids.includes(t.ticket_id)).length;
  if (missing > 0) {
    problems.push({
      code: 52,
      message: plural(
        missing,
        msg(
          'one{# ticket still needs attendee details.}other{# tickets still need attendee details.}',
        ),
      ),
    });
  }
  return problems;
}
