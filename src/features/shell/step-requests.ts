import type { Route, SearchQuery } from '../../state/route.js';

/** What a step asks the shell for (`tessera-step-request`); attendees and confirmation are checkout. */
export interface StepRequest {
  step: string;
  params?: Record<string, string>;
}

/**
 * The route a step's request leads to from the current route, keeping the search query; undefined
 * when nothing changes (already at checkout) or the step is unknown.
 */
export function routeForStepRequest(current: Route, request: StepRequest): Route | undefined {
  const { step, params = {} } = request;
  const query: SearchQuery = current.view === 'landing' ? {} : current.query;
  switch (step) {
    case 'search':
      return { view: 'search', query };
    case 'attraction':
      return {
        view: 'attraction',
        id: params.id ?? (current as { id?: string }).id ?? '',
        query,
      };
    case 'basket':
      return { view: 'basket', query };
    case 'checkout':
    case 'attendees':
    case 'confirmation':
      // Attendees and the confirmation are stages of the checkout element.
      return current.view === 'checkout' ? undefined : { view: 'checkout', query };
    default:
      return undefined;
  }
}
