import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import { useAdminClient } from '../../api/context';

export const chatSessionsKey = [adminApi.chatSessions] as const;

/** The assistant's conversations, latest activity first; refetched whenever a screen showing them mounts. */
export function useChatSessions() {
  const client = useAdminClient();
  return useQuery({
    queryKey: chatSessionsKey,
    queryFn: async () => [...(await client.chatSessions()).sessions].sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
    staleTime: 0,
  });
}
