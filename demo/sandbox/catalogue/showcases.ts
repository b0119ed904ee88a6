/** Showcases: links to attractions, static images and filtered result lists (redirect_url). */
import { imageUrl } from './images.js';
import type { Attraction } from './types.js';

export interface Showcased {
  attraction_id: string | null;
  attraction_type_id: number | null;
  first_instance_date: string | null;
  image_w320_h196: string;
  image_w1600_h380: string;
  redirect_url: string | null;
  visible_on_mobile: boolean;
  visible_on_desktop: boolean;
}

function linkTo(a: Attraction, firstDate: string | null): Showcased {
  return {
    attraction_id: a.id,
    attraction_type_id: a.kind === 'theater' ? 1 : 2,
    first_instance_date: firstDate,
    image_w320_h196: imageUrl(`${a.id}-showcase`, 'w320_h196'),
    image_w1600_h380: imageUrl(`${a.id}-showcase`, 'w1600_h380'),
    redirect_url: null,
    visible_on_mobile: true,
    visible_on_desktop: true,
  };
}

const still = (key: string, mobile = true): Showcased => ({
  attraction_id: null,
  attraction_type_id: null,
  first_instance_date: null,
  image_w320_h196: imageUrl(key, 'w320_h196'),
  image_w1600_h380: imageUrl(key, 'w1600_h380'),
  redirect_url: null,
  visible_on_mobile: mobile,
  visible_on_desktop: true,
});

const redirect = (key: string, url: string): Showcased => ({ ...still(key), redirect_url: url });

export function buildShowcases(
  attractions: Attraction[],
  firstDate: (a: Attraction) => string | null,
): Record<string, Showcased[]> {
  const byId = (id: string) => {
    const a = attractions.find((x) => x.id === id);
    if (!a) throw new Error(`Showcase of unknown attraction ${id}`);
    return linkTo(a, firstDate(a));
  };
  return {
    top_showcase: [
      byId('TH-LON-01'),
      byId('TO-PAR-01'),
      still('Summer in the city', false),
      redirect('Best deals in London', '/attractions?city=london&tag_ids=1'),
    ],
    main_showcase: [
      byId('TH-NYC-01'),
      byId('TO-LON-03'),
      byId('TO-SYD-02'),
      redirect('Tours in Paris', '/attractions?city=paris&attraction_type_id=2'),
      still('Gift cards'),
    ],
  };
}
