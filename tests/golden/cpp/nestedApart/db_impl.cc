// leveldb 78a352f4 db/db_impl.cc, cut down: a nested type defined apart from its class holds its own members.
#include "db/db_impl.h"

namespace leveldb {

struct DBImpl::CompactionState {
  struct Output {
    uint64_t number;
    uint64_t file_size;
  };

  Output* current_output() { return &outputs[outputs.size() - 1]; }

  explicit CompactionState(Compaction* c) : compaction(c) {}

  Compaction* const compaction;
};

Status DBImpl::NewDB() {
  return Status::OK();
}

}  // namespace leveldb
