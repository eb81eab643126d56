/** Namespace 'server-messages', part three: public lists read in pages (spread into messages.ts). */
export default {
  limit_must_be_a_whole_number_from_n_to_n: 'limit must be a whole number from {{n1}} to {{n2}}',
  this_cursor_is_not_one_the_server_gave_start_again_from_the_first_page: 'This cursor is not one the server gave: start again from the first page',
  category_is_at_most_n_characters: 'category is at most {{n1}} characters',
  q_the_search_words_is_at_most_n_characters: 'q (the search words) is at most {{n1}} characters',
  when_is_upcoming_or_past: "when is 'upcoming' or 'past'",
  since_must_be_a_version_the_list_gave_a_whole_number: 'since must be a version the list gave (a whole number)',
  since_must_be_a_version_the_index_gave_a_whole_number: 'since must be a version the index gave (a whole number)',
  q_the_search_words_is_required: 'q (the search words) is required',
  type_is_one_of_news_event_project_gallery_member: 'type is one of news, event, project, gallery, member',
  must_be_at_most_n_options: 'Must be at most {{n1}} options',
  must_be_a_list_of_texts: 'Must be a list of texts',
  give_at_most_one_bangla_option_for_each_option_in_the_same_order: 'Give at most one Bangla option for each option, in the same order.',
};
