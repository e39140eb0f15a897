import { requireApiUser } from "~/.server/auth/guards";
import { discardUnread, jsonError, methodNotAllowed } from "~/.server/http";
import { describeUploadError } from "~/.server/resumes/http-errors";
import { uploadResume } from "~/.server/resumes/resumes";
import { readUpload } from "~/.server/resumes/upload-request";
import type { Route } from "./+types/resume.upload";

export const UPLOAD_SUCCESS_MESSAGE = "Your resume has been uploaded successfully.";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  try {
    const user = await requireApiUser(request);
    const { resume } = await uploadResume(user.id, () => readUpload(request));
    return Response.json(
      { resume: { id: resume.id, fileName: resume.fileName, uploadedAt: resume.uploadedAt }, message: UPLOAD_SUCCESS_MESSAGE },
      { status: 201 },
    );
  } catch (error) {
    const failure = describeUploadError(error);
    if (!failure) throw error;
    return jsonError(failure.status, failure.title, { message: failure.message, code: failure.code });
  } finally {
    discardUnread(request);
  }
}

export const loader = methodNotAllowed("POST");
