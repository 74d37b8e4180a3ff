export { createEcho, onReconnected, type EchoClient } from './echo';
