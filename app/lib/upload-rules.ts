import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from "./schemas/resume";

export const UPLOAD_HINT = "Supports PDF, DOC, DOCX, and TXT files up to 10MB";
export const ACCEPT_ATTRIBUTE = ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";

/** A file of 0 bytes, in the browser's check and the server's. */
export const EMPTY_FILE = "This file is empty (0 bytes). Choose your resume again, or save it again and upload the new copy.";
export const RESAVE_HINT = "Open it in Word, choose File > Save As > Word Document (.docx) or PDF, and upload that copy.";
/** Formats Word opens that the app does not read, by extension, as the person would call them. */
const OTHER_FORMATS: Record<string, string> = {
  rtf: "This is a Rich Text (RTF) file.",
  odt: "This is an OpenDocument (ODT) file.",
  pages: "This is an Apple Pages file.",
  wps: "This is a Microsoft Works file.",
  htm: "This is a web page.",
  html: "This is a web page.",
  mht: "This is a saved web page.",
};

/** What to do with a file of a format Word opens but the app does not read, or undefined. */
export function saveAsHint(extension: string): string | undefined {
  const what = OTHER_FORMATS[extension.toLowerCase()];
  return what ? `${what} ${RESAVE_HINT}` : undefined;
}

/** The browser-side check of spec section 5, run as soon as a file is chosen; the server checks again. */
export function checkFileBeforeUpload(file: { name: string; size: number }) {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    const hint = saveAsHint(lower.split(".").pop() ?? "");
    return { title: "Invalid file type", description: hint ? `Please upload a PDF, DOC, DOCX, or TXT file. ${hint}` : "Please upload a PDF, DOC, DOCX, or TXT file." } as const;
  }
  if (file.size === 0) {
    // The spec's title for an upload that fails, as the server and the no-JavaScript form give it (review 32's F3).
    return { title: "Error uploading file", description: EMPTY_FILE } as const;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: "File too large", description: "Please upload a file smaller than 10MB." } as const;
  }
  return null;
}

/**
 * A dashboard post that got no answer from the app: the connection dropped, or something in front of it (a proxy's
 * "413 Request Entity Too Large", a gateway's 504) answered with its own page. The spec's failure toast for the post
 * (section 8), and the size limit's for a 413, whatever the proxy's limit is.
 */
export function unansweredPostToast(intent: "upload" | "analyze" | "target", status: number | null) {
  if (intent === "upload" && status === 413) return { title: "File too large", description: "Please upload a file smaller than 10MB.", variant: "destructive" } as const;
  if (intent === "upload") return { title: "Error uploading file", description: "There was an error uploading your file. Please try again.", variant: "destructive" } as const;
  if (intent === "analyze") return { title: "Resume analysis failed", description: "There was an error analyzing your resume. Please try again.", variant: "destructive" } as const;
  return { title: "Target role not changed", description: "The server could not be reached. Please try again.", variant: "destructive" } as const;
}
