/**
 * The requests of one record (an employer's page lists its requests): the public entry of this
 * feature for the others, so they do not reach into its components.
 */
export { RequestsPanel } from './components/requests-panel';
