/** Header the node:http server sets from the socket (any incoming copy is replaced). */
export const CLIENT_IP_HEADER = "x-vireo-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
