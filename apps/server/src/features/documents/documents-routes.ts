import { bookingDocumentsResponseSchema } from "@camp/shared/tax/tax-schemas";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context";
import { errorResponses } from "../../lib/error-responses";
import { anyObjectBody } from "../../lib/validate";
import {
  currentActor,
  currentUser,
  requirePermission,
  requireUser,
  staffMay,
} from "../../plugins/sessions";
import { findBookingDocument, listBookingDocuments } from "./booking-documents";
import { renderDocumentPdf } from "./document-pdf";
import { reissueDocument } from "./reissue-document";

/** A download, named by the document's number; never cached by a shared cache. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

const bookingParams = z.object({ id: z.uuid("Not a valid id") });
const documentParams = bookingParams.extend({ documentId: z.uuid("Not a valid id") });

/**
 * /api/booking/:id/documents: a booking's invoices, receipts and credit notes, and each one's PDF,
 * for its guest and for staff; anyone else is told the booking does not exist (decision 029).
 */
/** Who reads: the booking's guest, or staff whose role (and second factor) lets them read any booking. */
const readerOf = (ctx: AppContext, request: FastifyRequest) => ({
  userId: currentUser(request).id,
  mayReadAnyBooking: staffMay(ctx, request, "bookings.read"),
});

export const bookingDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    "/:id/documents",
    {
      onRequest: requireUser,
      schema: {
        params: bookingParams,
        response: { 200: bookingDocumentsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return {
        success: true as const,
        data: await listBookingDocuments(ctx.db, readerOf(ctx, request), request.params.id),
      };
    },
  );

  app.get(
    "/:id/documents/:documentId.pdf",
    {
      onRequest: requireUser,
      schema: { params: documentParams, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await findBookingDocument(ctx.db, readerOf(ctx, request), id, documentId);
      return sendPdf(reply, `${document.number}.pdf`, await renderDocumentPdf(document.content));
    },
  );
};

/** /api/admin/bookings/:id/documents: the console's list, and reissuing to a company. */
export const adminBookingDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const adminErrors = errorResponses(400, 401, 403, 404);

  app.get(
    "/:id/documents",
    {
      onRequest: requirePermission(ctx, "bookings.read"),
      schema: {
        params: bookingParams,
        response: { 200: bookingDocumentsResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        success: true as const,
        data: await listBookingDocuments(ctx.db, readerOf(ctx, request), request.params.id),
      };
    },
  );

  app.post(
    "/:id/documents/:documentId/reissue",
    {
      onRequest: requirePermission(ctx, "documents.reissue"),
      schema: {
        params: documentParams,
        body: anyObjectBody,
        response: { 200: bookingDocumentsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reissueDocument(
        ctx,
        currentActor(request),
        request.params.id,
        request.params.documentId,
        request.body,
      ),
    }),
  );
};
