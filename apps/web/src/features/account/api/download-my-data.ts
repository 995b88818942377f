import { type AccountData, accountDataSchema } from "@camp/shared/auth/account-data";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/auth/me/data: everything the resort keeps about the signed-in guest (decision 031). */
export function getMyData(): Promise<AccountData> {
  return apiRequest("/auth/me/data", { schema: accountDataSchema });
}

/** Hands the browser the copy as a file: "desert-camp-my-data-2026-11-25.json". */
export function saveAsFile(data: AccountData): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `desert-camp-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: async () => saveAsFile(await getMyData()) });
}
