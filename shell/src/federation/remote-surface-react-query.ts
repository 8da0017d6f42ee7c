// `@tanstack/react-query` as the host provides it to remotes (shared-provides.ts): only the exports
// remotes import. A provided module is kept whole, so providing the package's own namespace kept the
// infinite and suspense observers and the rest no remote uses (issue 19). shared-provides.test.ts
// fails when a remote imports an export that is not listed here.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
