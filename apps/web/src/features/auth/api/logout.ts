import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/logout: deletes the session on the server. The auth provider calls it. */
export const logoutRequest = () => apiClient.get<{ message: string }>('/auth/logout');
