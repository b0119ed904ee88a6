import type { StepRequest } from '../../events.js';
import type { Route, SearchQuery } from '../../state/route.js';

/**
 * The route a step's request leads to from the current route, keeping the search query; undefined
 * when nothing changes (already at checkout) or the step is unknown. Attendees and confirmation
 * are checkout's own stages.
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
