/** The api's base url on the server (env RIHLA_API_URL, default http://localhost:4000). */
export const API_BASE = (process.env.RIHLA_API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
