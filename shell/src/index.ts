// An async boundary: shared modules (react, the auth store) are negotiated before any app code runs.
import('./bootstrap');
