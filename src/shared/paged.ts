/** One page of a list the server filters and pages (the admin lists, People); `page` counts from 1. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
