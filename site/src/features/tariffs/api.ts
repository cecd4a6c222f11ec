// The tariff read (public-site.md section 7); the key is the API path the server prefetches.
import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { Tariff } from '@ecole/shared/schemas/tariffs';

export const tariffsQuery = { queryKey: [api.tariffs] } as const;
export const useTariffs = () => useQuery<{ tariffs: Tariff[] }>(tariffsQuery);
