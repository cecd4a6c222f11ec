// Home page reads (public-site.md section 7). Each query key is the API path, so the
// server's prefetch of the route's `queries` hydrates these hooks without a refetch.
import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { FounderMessage } from '@ecole/shared/schemas/founder';
import type { Institute } from '@ecole/shared/schemas/institutes';
import type { NewsList, NewsSummary } from '@ecole/shared/schemas/news';
import type { Slider, SliderList } from '@ecole/shared/schemas/sliders';
import { RECENT_NEWS_LIMIT } from '@ecole/shared/constants';

/** Only active sliders, by order ascending (public-site.md section 4). */
const selectSliders = (d: SliderList): Slider[] =>
  (d?.sliders ?? []).filter((s) => s.isActive).sort((a, b) => a.order - b.order);
export const useSliders = () => useQuery({ queryKey: [api.sliders], select: selectSliders });

export const useFounderMessage = () => useQuery<FounderMessage | null>({ queryKey: [api.founderMessage] });

/** A missing or unreadable order counts as 1 (public-site.md section 2, Home, item 3). */
const orderOf = (i: { order?: unknown }) => {
  const n = Number.parseInt(String(i.order ?? ''), 10);
  return Number.isNaN(n) ? 1 : n;
};
export const HOME_INSTITUTES_MAX = 4;
const selectInstitutes = (d: { institutes: Institute[] }): Institute[] =>
  (d?.institutes ?? [])
    .filter((i) => i.isActive)
    .sort((a, b) => orderOf(a) - orderOf(b))
    .slice(0, HOME_INSTITUTES_MAX);
export const useInstitutes = () => useQuery({ queryKey: [api.institutes], select: selectInstitutes });

/**
 * Recent news: active only, date descending, at most 4 (public-site.md section 9). The server
 * answers just those (api.recentNews); the order and the cut are kept here as the spec states them.
 */
const selectRecentNews = (d: NewsList): NewsSummary[] =>
  (d?.news ?? [])
    .filter((n) => n.isActive)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .slice(0, RECENT_NEWS_LIMIT);
export const useRecentNews = () => useQuery({ queryKey: [api.recentNews], select: selectRecentNews });
