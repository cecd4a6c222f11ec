// The cabinet reads (public-site.md section 7); keys are the API paths the server prefetches.
import { useQuery } from '@tanstack/react-query';
import { api } from '@ecole/shared/api';
import type { Project } from '@ecole/shared/schemas/projects';

export const projectsQuery = { queryKey: [api.projects] } as const;
export const projectQuery = (id: string) => ({ queryKey: [api.project(id)] }) as const;

export const useProjects = () => useQuery<{ projects: Project[] }>(projectsQuery);
export const useProject = (id: string) => useQuery<{ project: Project }>(projectQuery(id));
