import { beforeEach } from "vitest";
import { clearCaches } from "../../src/core/clear-caches";

// Each test starts with empty caches, so it runs the code its own input needs
// whatever ran before it (see clearCaches).
beforeEach(clearCaches);
