import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '../../state/context.js';
import { localized, msg } from '@lit/localize';
import { define } from '../../components/define.js';
import { baseStyles, buttonStyles, visuallyHidden } from '../../components/shared.styles.js';
import { clientContext, type TesseraClient } from '../../state/client-context.js';
import { configContext, type WidgetConfig } from '../../state/config-context.js';
import { isAbortError } from '../../api/errors.js';
import { requestStep } from '../../events.js';
import '../../components/tessera-error-state.js';
import '../../components/tessera-skeleton.js';

/** One transaction of GET users/{user_id}/transactions (doc 2). */
export interface UserTransaction {
  created_at: string;
  reference_id: string;
  status: string;
  transaction_id: string;
}

/**
 * The API's `created_at` ("2026-11-26 10:12:33.123456", with or without an offset) as a Date. The
 * API does not say which zone a time without an offset is in: it is read as UTC.
 */
export function transactionDate(createdAt: string): Date | null {
  const iso = createdAt
    .trim()
    .replace(' ', 'T')
    .replace(/(\.\d{3})\d+/, '$1');
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A transaction's state in the buyer's words. */
function stateLabel(status: string): string {
  switch (status) {
    case 'PAID':
      return msg('Paid');
    case 'REFUNDED':
      return msg('Refunded');
    case 'PARTIAL_REFUNDED':
      return msg('Partly refunded');
    case 'FAILED':
      return msg('Payment failed');
    case 'SUSPENDED':
      return msg('Payment not completed');
    default:
      // ADDED and PENDING: the payment has not settled yet.
      return msg('Being confirmed');
  }
}

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'done'; list: UserTransaction[] };

/**
 * "Your bookings": the transactions of the host page's signed-in customer (`user-id`), newest
 * first, each with its reference, date and state (refunds included). Reached from the navbar.
 */
@localized()
export class TesseraYourBookings extends LitElement {
  static override styles = [
    baseStyles,
    buttonStyles,
    css`
      :host {
        display: block;
        padding: 16px;
        container-type: inline-size;
      }
      h1 {
        font-family: var(--tessera-heading-font);
        font-size: calc(1.5em * var(--tessera-heading-scale));
        margin-block: 0 16px;
      }
      table {
        inline-size: 100%;
        border-collapse: collapse;
      }
      th,
      td {
        text-align: start;
        padding-block: 12px;
        padding-inline: 0 12px;
        border-block-end: 1px solid var(--tessera-page-divider);
        vertical-align: top;
      }
      th {
        font-weight: 600;
        color: var(--_muted);
        font-size: 0.875em;
      }
      /* A reference is read and copied whole ("TSB-000001" never breaks at its hyphen); a
         transaction's id, shown when there is no reference yet, may. */
      .reference {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .reference.id {
        white-space: normal;
        overflow-wrap: anywhere;
      }
      .state {
        white-space: nowrap;
      }
      /* On a phone each booking is a block: its reference and state on one line, the date under
         them. The column names stay for screen readers (the roles keep the table's meaning). */
      @container (max-width: 28em) {
        thead {
          ${visuallyHidden}
        }
        tr {
          display: grid;
          grid-template-columns: 1fr auto;
          gap: 4px 12px;
          padding-block: 12px;
          border-block-end: 1px solid var(--tessera-page-divider);
        }
        td {
          display: block;
          padding: 0;
          border: 0;
        }
        td.when {
          grid-column: 1 / -1;
          grid-row: 2;
          color: var(--_muted);
        }
      }
      .empty {
        padding: 24px;
        border: 1px dashed var(--tessera-page-divider);
        border-radius: var(--tessera-radius);
        text-align: center;
      }
    `,
  ];

  /** The signed-in customer whose transactions are listed. */
  @property({ attribute: 'user-id' }) userId = '';

  @consume({ context: clientContext }) @state() private _client?: TesseraClient;
  @consume({ context: configContext }) @state() private _config?: WidgetConfig;

  @state() private load: Load = { kind: 'loading' };
  private reading?: AbortController;
  /** The client and user the list was last read for: a change of either reads it again. */
  private readFor?: { client?: TesseraClient; userId: string };

  override willUpdate() {
    const { _client: client, userId } = this;
    const last = this.readFor;
    if (last && last.client === client && last.userId === userId) return;
    this.readFor = { client, userId };
    void this.read();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.reading?.abort();
    this.readFor = undefined;
  }

  private async read() {
    this.reading?.abort();
    const client = this._client;
    if (!client || !this.userId) return;
    const reading = (this.reading = new AbortController());
    this.load = { kind: 'loading' };
    try {
      const list = (await client.listTransactions(this.userId, {
        signal: reading.signal,
      })) as UserTransaction[];
      const time = (t: UserTransaction) => transactionDate(t.created_at)?.getTime() ?? 0;
      this.load = { kind: 'done', list: [...list].sort((a, b) => time(b) - time(a)) };
    } catch (error) {
      if (!isAbortError(error)) this.load = { kind: 'failed', error };
    }
  }

  private findSomething() {
    requestStep(this, { step: 'search' });
  }

  override render() {
    return html`<h1>${msg('Your bookings')}</h1>
      ${this.renderLoad()}`;
  }

  private renderLoad() {
    const load = this.load;
    // Opened from a link where the host page has no signed-in customer.
    if (!this.userId)
      return html`<p class="empty">${msg('Sign in on this site to see your bookings.')}</p>`;
    if (load.kind === 'loading')
      return html`<p class="sr-only" role="status">${msg('Loading your bookings')}</p>
        <tessera-skeleton height="160px"></tessera-skeleton>`;
    if (load.kind === 'failed')
      return html`<tessera-error-state
        step="bookings"
        .error=${load.error}
        @retry=${() => void this.read()}
      ></tessera-error-state>`;
    if (!load.list.length)
      return html`<div class="empty">
        <p>${msg('You have no bookings yet.')}</p>
        <button class="btn primary" type="button" @click=${this.findSomething}>
          ${msg('Find something to book')}
        </button>
      </div>`;
    const when = new Intl.DateTimeFormat(this._config?.language ?? 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    // The roles are the elements' own: said outright, they hold when a phone's layout changes
    // the rows' display (a table's meaning can otherwise be lost with it).
    return html`<table role="table">
      <thead>
        <tr role="row">
          <th role="columnheader" scope="col">${msg('Booking reference')}</th>
          <th role="columnheader" scope="col">${msg('Booked on')}</th>
          <th role="columnheader" scope="col">${msg('State')}</th>
        </tr>
      </thead>
      <tbody>
        ${load.list.map((t) => {
          const date = transactionDate(t.created_at);
          return html`<tr role="row">
            <td role="cell" class=${t.reference_id ? 'reference' : 'reference id'}>
              ${t.reference_id || t.transaction_id}
            </td>
            <td role="cell" class="when">
              ${date ? html`<time datetime=${date.toISOString()}>${when.format(date)}</time>` : nothing}
            </td>
            <td role="cell" class="state">${stateLabel(t.status)}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }
}

define('tessera-your-bookings', TesseraYourBookings);

declare global {
  interface HTMLElementTagNameMap {
    'tessera-your-bookings': TesseraYourBookings;
  }
}
