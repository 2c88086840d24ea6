/**
 * `npm run cli -- ARGS`: the command line from the sources (tsx), without building lib/, so a
 * change to src/ shows at once. `npx tiebreaks` runs the build in lib/ (and warns when it is
 * older than src/).
 */
import { main } from "../src/cli/main";

main();
