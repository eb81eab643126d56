/** Push to the installed app (issue 26): the 'Notify me on this phone' control, composed by the routes. */
export { PushSetting } from './components/push-setting';
