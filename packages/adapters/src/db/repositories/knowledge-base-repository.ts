import type { KnowledgeBaseListQuery, KnowledgeBaseRepository, RankedChunk } from "@chorus/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { knowledgeBaseChunks, knowledgeBaseDocuments, knowledgeBaseIndexes } from "../schema/index.ts";

const documents = knowledgeBaseDocuments;
const indexes = knowledgeBaseIndexes;
const chunks = knowledgeBaseChunks;

/** Passages written per statement: a long book has thousands, each with its text twice (text, words). */
const chunksPerInsert = 200;
/** The query words that count at most (a turn of speech is short; a pasted page is not). */
const maxQueryWords = 32;
/** BM25's usual constants: how fast a word's repeats stop counting, and how much length damps. */
const bm25K1 = 1.2;
const bm25B = 0.75;
/** Passages ranked by their words for each one returned, before trigram similarity re-ranks them. */
const candidatesPerResult = 3;
/** How much the trigram similarity of the closest stretch of text adds to the share of rare words. */
const trigramWeight = 0.5;

/** `LIKE` wildcards in a name search are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A stemmed word as a one-word `tsquery`, matched literally (it is already normalized). */
const lexemeQuery = (lexeme: string) => sql`quote_literal(${lexeme})::tsquery`;

export function knowledgeBaseRepository(db: Database): KnowledgeBaseRepository {
  const documentIn = (workspaceId: string, documentId: string) =>
    and(eq(documents.workspaceId, workspaceId), eq(documents.id, documentId));
  const chunkColumns = {
    id: chunks.id,
    workspaceId: chunks.workspaceId,
    indexId: chunks.indexId,
    documentId: chunks.documentId,
    position: chunks.position,
    content: chunks.content,
    embedding: chunks.embedding,
  };
  const chunkScope = (workspaceId: string, indexIds: readonly string[]) =>
    and(eq(chunks.workspaceId, workspaceId), inArray(chunks.indexId, [...indexIds]));

  return {
    async insertDocument(document) {
      await db.insert(documents).values(document);
    },
    async findDocument(workspaceId, documentId) {
      const [row] = await db.select().from(documents).where(documentIn(workspaceId, documentId));
      return row;
    },
    async findDocuments(workspaceId, documentIds) {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, [...documentIds])));
    },
    async listDocuments(workspaceId, query: KnowledgeBaseListQuery) {
      const filters: (SQL | undefined)[] = [eq(documents.workspaceId, workspaceId)];
      if (query.parentFolderId === null) filters.push(isNull(documents.parentFolderId));
      else if (query.parentFolderId !== undefined)
        filters.push(eq(documents.parentFolderId, query.parentFolderId));
      if (query.search) filters.push(ilike(documents.name, `%${escapeLike(query.search)}%`));
      if (query.types?.length) filters.push(inArray(documents.type, [...query.types]));
      if (query.ownerUserId) filters.push(eq(documents.ownerUserId, query.ownerUserId));
      const direction = query.sortDirection === "asc" ? asc : desc;
      const sortColumn = {
        name: documents.name,
        created_at: documents.createdAt,
        updated_at: documents.updatedAt,
        size: documents.sizeBytes,
      }[query.sortBy];
      return db
        .select()
        .from(documents)
        .where(and(...filters))
        .orderBy(
          ...(query.foldersFirst ? [sql`(${documents.type} = 'folder') desc`] : []),
          direction(sortColumn),
          direction(documents.id),
        )
        .offset(query.offset)
        .limit(query.limit);
    },
    async listChildren(workspaceId, folderIds) {
      if (folderIds.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(
          and(eq(documents.workspaceId, workspaceId), inArray(documents.parentFolderId, [...folderIds])),
        );
    },
    async countDocuments(workspaceId) {
      const [row] = await db
        .select({ n: count() })
        .from(documents)
        .where(eq(documents.workspaceId, workspaceId));
      return row?.n ?? 0;
    },
    async updateDocument(workspaceId, documentId, patch) {
      const [row] = await db
        .update(documents)
        .set(patch)
        .where(documentIn(workspaceId, documentId))
        .returning();
      return row;
    },
    async deleteDocuments(workspaceId, documentIds) {
      if (documentIds.length === 0) return [];
      const rows = await db
        .delete(documents)
        .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, [...documentIds])))
        .returning({ id: documents.id });
      // Passages hang off their index (cascade); the document's indexes cascade from it.
      return rows.map((row) => row.id);
    },

    async insertIndex(index) {
      await db.insert(indexes).values(index);
    },
    async findIndex(workspaceId, indexId) {
      const [row] = await db
        .select()
        .from(indexes)
        .where(and(eq(indexes.workspaceId, workspaceId), eq(indexes.id, indexId)));
      return row;
    },
    async findIndexFor(workspaceId, documentId, model) {
      const [row] = await db
        .select()
        .from(indexes)
        .where(
          and(
            eq(indexes.workspaceId, workspaceId),
            eq(indexes.documentId, documentId),
            eq(indexes.model, model),
          ),
        );
      return row;
    },
    async listIndexes(workspaceId, documentIds) {
      if (documentIds.length === 0) return [];
      return db
        .select()
        .from(indexes)
        .where(and(eq(indexes.workspaceId, workspaceId), inArray(indexes.documentId, [...documentIds])))
        .orderBy(asc(indexes.createdAt), asc(indexes.id));
    },
    async updateIndex(indexId, patch) {
      await db.update(indexes).set(patch).where(eq(indexes.id, indexId));
    },
    async deleteIndex(workspaceId, indexId) {
      const rows = await db
        .delete(indexes)
        .where(and(eq(indexes.workspaceId, workspaceId), eq(indexes.id, indexId)))
        .returning({ id: indexes.id });
      return rows.length > 0;
    },
    async indexIdsFor(workspaceId, model) {
      const rows = await db
        .select({ id: indexes.id })
        .from(indexes)
        .where(and(eq(indexes.workspaceId, workspaceId), eq(indexes.model, model)));
      return rows.map((row) => row.id);
    },
    async usedBytesByModel(workspaceId) {
      const rows = await db
        .select({ model: indexes.model, usedBytes: sql<number>`sum(${indexes.usedBytes})`.mapWith(Number) })
        .from(indexes)
        .where(and(eq(indexes.workspaceId, workspaceId), eq(indexes.status, "succeeded")))
        .groupBy(indexes.model)
        .orderBy(asc(indexes.model));
      return rows;
    },

    async replaceChunks(indexId, textSearchConfig, records) {
      await db.transaction(async (tx) => {
        await tx.delete(chunks).where(eq(chunks.indexId, indexId));
        for (let start = 0; start < records.length; start += chunksPerInsert) {
          await tx.insert(chunks).values(
            records.slice(start, start + chunksPerInsert).map((chunk) => ({
              ...chunk,
              search: sql`to_tsvector(${textSearchConfig}::regconfig, ${chunk.content})`,
            })),
          );
        }
      });
    },
    async listChunks(workspaceId, indexId, page) {
      return db
        .select(chunkColumns)
        .from(chunks)
        .where(and(eq(chunks.workspaceId, workspaceId), eq(chunks.indexId, indexId)))
        .orderBy(asc(chunks.position))
        .offset(page.offset)
        .limit(page.limit);
    },
    async findChunk(workspaceId, documentId, chunkId) {
      const [row] = await db
        .select(chunkColumns)
        .from(chunks)
        .where(
          and(eq(chunks.workspaceId, workspaceId), eq(chunks.documentId, documentId), eq(chunks.id, chunkId)),
        );
      return row;
    },

    async rankByText(workspaceId, indexIds, query, limit) {
      if (indexIds.length === 0 || !query.trim()) return [];
      const scope = chunkScope(workspaceId, indexIds);
      // The query's words, stemmed as each language of these passages stems them.
      const words = await db
        .selectDistinct({
          config: documents.textSearchConfig,
          lexeme: sql<string>`unnest(tsvector_to_array(to_tsvector(${documents.textSearchConfig}::regconfig, ${query})))`,
        })
        .from(documents)
        .where(
          and(
            eq(documents.workspaceId, workspaceId),
            inArray(documents.id, db.selectDistinct({ id: chunks.documentId }).from(chunks).where(scope)),
          ),
        );
      const terms = words.slice(0, maxQueryWords * 4);
      if (terms.length === 0) return [];
      const has = (term: { config: string; lexeme: string }) =>
        sql`(${documents.textSearchConfig} = ${term.config} and ${chunks.search} @@ ${lexemeQuery(term.lexeme)})`;
      // How rare each word is among these passages (BM25's inverse document frequency).
      const [frequencies] = await db
        .select({
          total: count(),
          averageLength: sql<number>`avg(length(${chunks.search}))`.mapWith(Number),
          found: sql<string>`array[${sql.join(
            terms.map((term) => sql`count(*) filter (where ${has(term)})`),
            sql`, `,
          )}]::text`,
        })
        .from(chunks)
        .innerJoin(documents, eq(documents.id, chunks.documentId))
        .where(scope);
      const total = frequencies?.total ?? 0;
      const found = (frequencies?.found ?? "{}").replace(/[{}]/g, "").split(",").map(Number);
      const weights = terms.map((_, i) => {
        const df = found[i] ?? 0;
        return df === 0 ? 0 : Math.log(1 + (total - df + 0.5) / (df + 0.5));
      });
      const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
      const present = terms.filter((_, i) => (weights[i] ?? 0) > 0);
      if (weightSum === 0) return [];
      // BM25 over the passages' words (term frequency saturating, long passages damped), as a share
      // of the most the query's words could score; one row per query word the passages contain.
      const averageLength = Math.max(1, frequencies?.averageLength ?? 1);
      const weighted = sql.join(
        terms.flatMap((term, i) =>
          (weights[i] ?? 0) > 0 ? [sql`(${term.config}, ${term.lexeme}, ${weights[i]}::float8)`] : [],
        ),
        sql`, `,
      );
      const wordShare = sql<number>`(select coalesce(sum(w.idf * (coalesce(array_length(u.positions, 1), 1) * ${bm25K1 + 1}::float8) / (coalesce(array_length(u.positions, 1), 1) + ${bm25K1}::float8 * (${1 - bm25B}::float8 + ${bm25B}::float8 * length(${chunks.search}) / ${averageLength}::float8))), 0)
          from unnest(${chunks.search}) as u join (values ${weighted}) as w(config, lexeme, idf)
          on w.config = ${documents.textSearchConfig} and w.lexeme = u.lexeme) / ${weightSum * (bm25K1 + 1)}::float8`;
      // The best passages by their words, then the query's trigram similarity to each one's closest
      // stretch of text on top (cheap on a few dozen passages, costly on all of them).
      const candidates = db
        .select({
          chunkId: chunks.id,
          documentId: chunks.documentId,
          content: chunks.content,
          wordShare: wordShare.as("word_share"),
        })
        .from(chunks)
        .innerJoin(documents, eq(documents.id, chunks.documentId))
        .where(and(scope, or(...present.map(has))))
        .orderBy(desc(sql`word_share`), asc(chunks.id))
        .limit(limit * candidatesPerResult)
        .as("candidates");
      const score = sql<number>`${candidates.wordShare} + ${trigramWeight}::float8 * word_similarity(${query}, ${candidates.content})`;
      const rows = await db
        .select({
          chunkId: candidates.chunkId,
          documentId: candidates.documentId,
          content: candidates.content,
          score: score.mapWith(Number).as("score"),
        })
        .from(candidates)
        // By the column's name: the expression written again would be computed again.
        .orderBy(desc(sql`score`), asc(candidates.chunkId))
        .limit(limit);
      return rows satisfies RankedChunk[];
    },
    async rankByVector(workspaceId, indexIds, vector, limit) {
      if (indexIds.length === 0 || vector.length === 0) return [];
      // A PostgreSQL array literal: both drivers pass it as text, cast once.
      const literal = `{${vector.map((value) => (Number.isFinite(value) ? value : 0)).join(",")}}`;
      const score = sql<number>`(select coalesce(sum(a * b), 0) from unnest(${chunks.embedding}, ${literal}::real[]) as v(a, b))`;
      const rows = await db
        .select({
          chunkId: chunks.id,
          documentId: chunks.documentId,
          content: chunks.content,
          score: score.mapWith(Number),
        })
        .from(chunks)
        .where(and(chunkScope(workspaceId, indexIds), sql`${chunks.embedding} is not null`))
        .orderBy(desc(score), asc(chunks.id))
        .limit(limit);
      return rows satisfies RankedChunk[];
    },
  };
}
