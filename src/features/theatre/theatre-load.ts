/**
 * What the theatre step reads from the API: the event a page of performances at a time and the
 * venue plan with its seats for sale when the event sells seats (the basket: PurchaseLoad).
 */
import { Task, initialState } from '../../state/task.js';
import { isoDate } from '../../components/format.js';
import { PurchaseLoad, type PurchaseLoadHost } from '../../components/purchase-load.js';
import type { TesseraClient } from '../../state/client-context.js';
import * as data from './data.js';

export interface TheatreLoadInputs {
  client: TesseraClient | undefined;
  attractionId: string;
  currency: string | undefined;
  /** The chosen performance. */
  performanceId: string | null;
}

export class TheatreLoad extends PurchaseLoad {
  private seatsVersion = 0;

  constructor(
    host: PurchaseLoadHost,
    private readonly inputs: () => TheatreLoadInputs,
  ) {
    super(host, () => inputs().client);
  }

  readonly event = new Task(this.host, {
    task: async ([client, id, page, currency], { signal }) => {
      if (!client || !id || !currency) return initialState;
      const query = { date_start: isoDate(), page, size: data.PERFORMANCES_PAGE_SIZE, currency };
      return data.loadEvent(client, id, query, signal);
    },
    args: () =>
      [
        this.inputs().client,
        this.inputs().attractionId,
        this.page,
        this.inputs().currency,
      ] as const,
  });

  readonly plan = new Task(this.host, {
    task: async ([client, id, performance, enabled], { signal }) => {
      const attraction = this.event.value?.attraction;
      if (!client || !id || !performance || !enabled || !attraction) return initialState;
      // The seat map is its own chunk: events without a seating plan never load it. An arena's
      // drawing code too, before the plan is shown (the step's skeleton until then).
      const [plan, seatMap] = await Promise.all([
        data.loadSeatPlan(client, attraction, id, performance, signal),
        import('../../components/seat-map/tessera-seat-map.js'),
      ]);
      await seatMap.readyToDraw(plan.svg);
      return plan;
    },
    args: () =>
      [
        this.inputs().client,
        this.inputs().attractionId,
        this.inputs().performanceId,
        this.event.value?.attraction.seats_sales_enabled === true,
        this.seatsVersion,
      ] as const,
  });

  get performance(): data.TheatrePerformance | undefined {
    const id = this.inputs().performanceId;
    return this.event.value?.instances.find((i) => i.instance_id === id);
  }

  /** Seats were sold or refused: read the seats for sale again. */
  seatsChanged() {
    this.seatsVersion++;
    this.host.requestUpdate();
  }
}
