/** Reviews per page: the course page's public list and an administrator's hidden ones. */
export const REVIEWS_PAGE_SIZE = 10;
