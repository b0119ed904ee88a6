import type { components } from '../../api/schema.js';

type S = components['schemas'];

/** A list item of either version; v1 carries category_id, v2 group_id and categories. */
export type AttractionItem = S['AttractionListItemV2'] | S['AttractionListItemV1'];
export type AttractionList = S['AttractionListV2'] | S['AttractionListV1'];
export type Showcases = S['Showcases'];
export type ShowcasedAttraction = S['ShowcasedAttraction'];
export type Common = S['Common'];
export type City = S['City'];
export type Tag = S['Tag'];

/** The name of the tag that highlights selected attractions (doc 2). */
export const BEST_DEAL = 'Best Deal';
