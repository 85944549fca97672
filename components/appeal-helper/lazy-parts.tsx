"use client";

import dynamic from "next/dynamic";

/*
 * Every registry page is one route, so anything a page body may embed would ship to all of them. Loading the helper's
 * parts through next/dynamic keeps their code (and the form's template) in chunks that only the helper page fetches;
 * they still render on the server, so the page is complete HTML.
 */
export const EligibilityCheck = dynamic(() => import("./EligibilityCheck").then((m) => m.EligibilityCheck));
export const AppealForm = dynamic(() => import("./AppealForm").then((m) => m.AppealForm));
export const NearestOffice = dynamic(() => import("./NearestOffice").then((m) => m.NearestOffice));
