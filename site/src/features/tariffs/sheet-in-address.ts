// The tariff sheet shown is named in the address (/tarifs?site=marcory, decision 045), not
// kept in history.state as the lists' filters are (decision 016): a family pays into the
// account of the sheet it reads, so Back, a reload, a shared link and the chat's link must
// all open that sheet, and the server renders it from the same address (its page cache keeps
// one page per sheet), so hydration starts from the sheet already drawn.
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { TARIFF_SITE_PARAM, tariffSheetKeys } from '@ecole/shared/tariff-sites';
import { historyStateWith } from '../../app/history-state';

/** The sheets' keys, the key shown (the first sheet's when the address names none it knows) and the way to show another. */
export function useSheetInAddress(tariffs: readonly { id: number; site: string }[]): [string[], string | undefined, (key: string) => void] {
  const keys = useMemo(() => tariffSheetKeys(tariffs), [tariffs]);
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(TARIFF_SITE_PARAM);
  const shown = wanted !== null && keys.includes(wanted) ? wanted : keys[0];
  const show = (key: string) =>
    setSearch(
      (params) => {
        params.set(TARIFF_SITE_PARAM, key);
        return params;
      },
      // Replaced, not pushed: Back leaves the page (to the link the visitor came by) rather
      // than stepping back through every tab tried. The entry's other state stays.
      { replace: true, state: historyStateWith({}) },
    );
  return [keys, shown, show];
}
