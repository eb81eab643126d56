import type { Knex } from 'knex';

/** Projects, news articles and gallery images: member-submitted or admin-made, moderated by admins. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('image_url', 2000).nullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('category', 40).notNullable().defaultTo('general');
    t.string('completed_at', 40).nullable();
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('approved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status']);
    t.index(['created_by']);
  });
  await knex.schema.createTable('news', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable();
    t.text('content').notNullable();
    t.text('excerpt').nullable();
    t.string('category', 60).notNullable().defaultTo('Update');
    t.string('author', 200).notNullable().defaultTo('Admin');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.string('image_url', 2000).nullable();
    t.string('cover_image_url', 2000).nullable();
    t.text('images').notNullable().defaultTo('[]');
    t.integer('read_count').notNullable().defaultTo(0);
    t.integer('estimated_read_time').notNullable().defaultTo(1);
    t.string('published_at', 32).nullable();
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('approved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status', 'published_at']);
    t.index(['created_by']);
  });
  await knex.schema.createTable('gallery', (t) => {
    t.increments('id').primary();
    t.string('title', 200).notNullable().defaultTo('');
    t.text('description').nullable();
    t.string('image_url', 2000).notNullable();
    t.string('category', 60).notNullable().defaultTo('general');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('approved_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('created_at', 32).notNullable();
    t.string('updated_at', 32).notNullable();
    t.index(['status']);
    t.index(['created_by']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['gallery', 'news', 'projects']) await knex.schema.dropTableIfExists(table);
}
