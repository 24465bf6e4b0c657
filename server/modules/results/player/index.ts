/** The player's matches and results: public entry of this part of the results feature. */
export { registerPlayerResultsRoutes } from './routes';
export { createPlayerResultsService, type PlayerResultsService } from './service';
