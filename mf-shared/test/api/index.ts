// mf-shared/test/api: the API fake every front-end package's tests share (see server.ts).
export { http, HttpResponse } from 'msw';
export { db, resetDb, RATES_BRIEFING_PAGE, RATES_HOLD_ARTICLE, type Db } from './db';
export { answer, apiError, handlers, route } from './handlers';
export { API_URL, sent, server, type SentRequest } from './server';
