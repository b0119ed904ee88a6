/**
 * The basket link's accessible name with its count: loaded by the navbar only once the basket
 * holds tickets, so the plural rules stay out of the first load.
 */
import { msg } from '@lit/localize';
import { plural } from '../plural.js';

export function basketLabel(count: number): string {
  return plural(count, msg('one{Basket, # ticket}other{Basket, # tickets}'));
}
