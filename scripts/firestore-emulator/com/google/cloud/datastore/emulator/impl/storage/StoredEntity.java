package com.google.cloud.datastore.emulator.impl.storage;

import com.google.cloud.datastore.core.rep.Entity;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;

/**
 * Only the nested History of this file is used (scripts/lib/emulators.mjs keeps that one
 * class file and checks its members with javap): the outer class here is what the
 * compiler needs to see of the packaged StoredEntity, which runs in its place.
 */
abstract class StoredEntity {
  StoredEntity() {}

  abstract Instant commitTimestamp();

  abstract Optional<Entity> entity();

  abstract Optional<Instant> createdAt();

  private static StoredEntity missing(Instant at) {
    throw new UnsupportedOperationException();
  }

  /**
   * `npm test`'s stand-in for the emulator's history of one document (docs/testing.md
   * "A document's history, kept in order"): its states in commit order, the newest
   * last, keeping every state newer than the threshold before the newest commit (five
   * minutes in the emulator) and the one state in force at that moment, exactly as the
   * packaged class does. The packaged class keeps them in a sorted set that it sorts
   * again, through a comparator, on every commit to the document: the rules tests clear
   * and refill their documents before each test, a document gathers thousands of states
   * in five minutes, and those sorts and the lookups through the comparator took about a
   * fifth of the emulator's CPU. Here the states are an array already in order (a commit
   * is later than the newest state: checked, as the packaged class checks it), copied on
   * a commit and searched by comparing instants.
   */
  static final class History {
    /** The states, oldest first, with strictly increasing commit times; never empty. */
    private final StoredEntity[] snapshots;

    private final Duration historyThreshold;

    History(Duration historyThreshold) {
      this(historyThreshold, new StoredEntity[] {StoredEntity.missing(Instant.EPOCH)});
    }

    private History(Duration historyThreshold, StoredEntity[] snapshots) {
      if (snapshots.length == 0) throw new IllegalArgumentException();
      this.historyThreshold = historyThreshold;
      this.snapshots = snapshots;
    }

    final StoredEntity latest() {
      return snapshots[snapshots.length - 1];
    }

    /**
     * The state in force at `instant`: the newest whose commit time is not after it.
     * @throws GarbageCollectedException when `instant` is older than every kept state
     */
    final StoredEntity atInstant(Instant instant) {
      int index = floorIndex(instant);
      if (index < 0) throw new GarbageCollectedException();
      return snapshots[index];
    }

    /** The index of the newest state committed at or before `instant`, or -1. */
    private int floorIndex(Instant instant) {
      int low = 0;
      int high = snapshots.length - 1;
      int found = -1;
      while (low <= high) {
        int middle = (low + high) >>> 1;
        if (snapshots[middle].commitTimestamp().compareTo(instant) <= 0) {
          found = middle;
          low = middle + 1;
        } else {
          high = middle - 1;
        }
      }
      return found;
    }

    /**
     * This history with `state` as its newest state, without the states that ended more
     * than the threshold before it.
     * @throws IllegalArgumentException when `state` is not later than the newest state
     * @throws GarbageCollectedException as atInstant, for the oldest moment kept
     */
    final History withNewState(StoredEntity state) {
      if (!state.commitTimestamp().isAfter(latest().commitTimestamp())) throw new IllegalArgumentException();
      Instant oldestKept = state.commitTimestamp().minus(historyThreshold);
      int first = floorIndex(oldestKept);
      if (first < 0) throw new GarbageCollectedException();
      StoredEntity[] kept = Arrays.copyOfRange(snapshots, first, snapshots.length + 1);
      kept[kept.length - 1] = state;
      return new History(historyThreshold, kept);
    }

    /** What the compiler needs to see of the packaged exception (not kept: the packaged one runs). */
    static class GarbageCollectedException extends RuntimeException {
      GarbageCollectedException() {}
    }
  }
}
