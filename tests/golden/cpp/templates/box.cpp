template <typename T>
class Box {
public:
    Box(T v) : v_(v) {}
    virtual ~Box() = default;
    virtual T get() const { return v_; }
    static Box make(int n = 3);
    int f(void);
    void g(const char *s, int &r, ...);
private:
    T v_;
};
namespace { int hidden() { return 1; } }
extern "C" { int cfunc(int); }
