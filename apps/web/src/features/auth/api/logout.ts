import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/auth/logout: deletes the session on the server. The auth provider calls it. POST,
 * not the spec's GET, so the CSRF guard covers it.
 */
export const logoutRequest = () => apiClient.post<{ message: string }>('/auth/logout');
