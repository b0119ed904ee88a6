/**
 * What both purchase steps read besides their attraction: the page of instances shown, and the
 * basket (GET reservations) their rules check before a request: its currency (code 24), tickets
 * already held (31), bands held (53), other events (36). Each step's loader extends this.
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, initialState } from '@lit/task';
import { isAbortError } from '../api/errors.js';
import type { TesseraClient } from '../state/client-context.js';

export class PurchaseLoad {
  /** The page of performances or departures, from 0. */
  page = 0;
  private basketVersion = 0;

  constructor(
    protected readonly host: ReactiveControllerHost,
    private readonly client: () => TesseraClient | undefined,
  ) {}

  /** A basket that cannot be read counts as empty: the API still refuses, and that is explained. */
  readonly basket = new Task(this.host, {
    task: async ([client], { signal }) => {
      if (!client) return initialState;
      return client.getReservations(undefined, { signal }).catch((e: unknown) => {
        if (isAbortError(e)) throw e;
        return undefined;
      });
    },
    args: () => [this.client(), this.basketVersion] as const,
  });

  setPage(page: number) {
    this.page = page;
    this.host.requestUpdate();
  }

  /** The basket changed (a reservation added, removed, or refused for its sake): read it again. */
  basketChanged() {
    this.basketVersion++;
    this.host.requestUpdate();
  }
}
