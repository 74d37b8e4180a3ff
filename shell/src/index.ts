// An async boundary: shared modules (react, the auth store) are negotiated before any app code
// runs. In production the shell provides them eagerly from this file, so the app code comes in
// the same file too (no extra round trip); in development they load on demand.
if (process.env.NODE_ENV === 'production') void import(/* webpackMode: "eager" */ './bootstrap');
else void import('./bootstrap');
