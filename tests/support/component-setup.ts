import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only where the runner exposes globals; vitest's are off here.
afterEach(() => cleanup());

// findBy and waitFor wait on what the visitor would see, not on time: their 1 s default is a guess about the machine,
// and on two cores shared with the type-check and the linter a real route handler's answer took longer.
configure({ asyncUtilTimeout: 5000 });
