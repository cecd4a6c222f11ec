import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { Program } from '@ecole/shared/schemas/programs';

/** GET /api/programs (public-site.md section 7); the key is the path the server prefetches. */
export const usePrograms = () => useQuery<{ programs: Program[] }>({ queryKey: [api.programs] });
