// Every public read of the site (server/src/features/public-api.ts), as the pages ask them:
// the list of news in full (/actualites) and its first four (the home page).
export const PUBLIC_API_PATHS = ['/api/content', '/api/sliders', '/api/founder-message', '/api/institutes', '/api/programs', '/api/news', '/api/news?limit=4', '/api/projects', '/api/tariffs', '/api/albums'];
