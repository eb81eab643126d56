/** The installed app's name and description (the web app manifest; vite.config.ts writes one per language). */
export default {
  name: 'Social Business Youth Club',
  shortName: 'Youth Club',
  description: 'Zero poverty, zero unemployment, zero net carbon: the youth-led club of our district.',
};
