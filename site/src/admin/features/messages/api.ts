import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@ecole/shared/admin-client';
import { useAdminClient } from '../../api/context';

export const contactsKey = [adminApi.contacts] as const;

/** The inbox; refetched whenever a screen showing it mounts (visitors keep writing). */
export function useContacts() {
  const client = useAdminClient();
  return useQuery({
    queryKey: contactsKey,
    queryFn: async () => {
      const res = await client.contacts();
      // Newest first, whatever order the server sends.
      const contacts = [...res.contacts].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return { contacts, unread: res.unread };
    },
    staleTime: 0,
  });
}
